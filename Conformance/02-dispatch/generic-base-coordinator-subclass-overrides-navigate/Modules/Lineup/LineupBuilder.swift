import UIKit

enum LineupBuilder {

    static func build(festival: FestivalService, coordinator: Coordinator<LineupRoute>) -> UIViewController {
        let view = LineupViewController(style: .insetGrouped)
        let presenter = LineupPresenter(interactor: LineupInteractor(festival: festival), coordinator: coordinator)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
