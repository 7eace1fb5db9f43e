import { ProductForm } from './ProductForm';

const EditProductPage = () => <ProductForm mode="edit" />;
export default EditProductPage;
