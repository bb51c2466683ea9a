// Boot asynchronously so Module Federation can negotiate shared modules first.
void import('./bootstrap');
