import UIKit

enum OrderBuilder {

    static func build(cake: Cake, output: OrderModuleOutput) -> UIViewController {
        let view = OrderViewController()
        let presenter = OrderPresenter(cake: cake, interactor: OrderInteractor())
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
