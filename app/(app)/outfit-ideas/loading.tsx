export { default } from "../outfit-creator/loading";
