import UIKit

enum StockDetailBuilder {

    static func build(symbol: String) -> UIViewController {
        let view = StockDetailViewController()
        let presenter = StockDetailPresenter(symbol: symbol, interactor: StockDetailInteractor())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
