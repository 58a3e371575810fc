import UIKit

protocol ToolsCoordinating: AnyObject {
    func showBooking(for tool: Tool)
    func showLendingRules()
}

enum ToolsBuilder {

    static func build(catalogue: ToolCatalogue, coordinator: ToolsCoordinating) -> UIViewController {
        let view = ToolsViewController()
        view.presenter = ToolsPresenter(interactor: ToolsInteractor(catalogue: catalogue), coordinator: coordinator)
        return view
    }
}
