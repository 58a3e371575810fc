import UIKit

/// Builds every screen of the app. Coordinators never touch assemblies directly.
final class ModuleFactory {

    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func makeLogin(coordinator: LoginCoordinating) -> UIViewController {
        LoginAssembly.assemble(authService: dependencies.authService, coordinator: coordinator)
    }

    func makeCatalog(coordinator: CatalogCoordinating) -> UIViewController {
        CatalogAssembly.assemble(productService: dependencies.productService,
                                 cartService: dependencies.cartService,
                                 coordinator: coordinator)
    }

    func makeProductDetail(productID: String, coordinator: ProductDetailCoordinating) -> UIViewController {
        ProductDetailAssembly.assemble(productID: productID,
                                       productService: dependencies.productService,
                                       cartService: dependencies.cartService,
                                       coordinator: coordinator)
    }

    func makeCart(coordinator: CartCoordinating) -> UIViewController {
        CartAssembly.assemble(cartService: dependencies.cartService, coordinator: coordinator)
    }

    func makeCheckout(items: [CartItem], coordinator: CheckoutCoordinating) -> UIViewController {
        CheckoutAssembly.assemble(items: items,
                                  orderService: dependencies.orderService,
                                  cartService: dependencies.cartService,
                                  coordinator: coordinator)
    }

    func makeOrderSuccess(order: Order, coordinator: OrderSuccessCoordinating) -> UIViewController {
        OrderSuccessAssembly.assemble(order: order, coordinator: coordinator)
    }
}
