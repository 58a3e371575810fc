import UIKit

enum PastryBuilder {
    static func build(pastry: Pastry) -> UIViewController {
        let view = PastryViewController()
        let presenter = PastryPresenter(pastry: pastry)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
