import UIKit

enum CheckoutBuilder {

    static func build(lines: [CartLine], roastery: RoasteryAPI, output: CheckoutModuleOutput?) -> UIViewController {
        let view = CheckoutViewController()
        let interactor = CheckoutInteractor(roastery: roastery)
        let presenter = CheckoutPresenter(lines: lines, interactor: interactor)
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
