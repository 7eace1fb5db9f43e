import { ProductForm } from './ProductForm';

const AddProductPage = () => <ProductForm mode="add" />;
export default AddProductPage;
