import UIKit

enum MeetupsConfigurator {

    @MainActor
    static func configure(api: MeetupAPI) -> UIViewController {
        let view = MeetupsViewController(style: .insetGrouped)
        let router = MeetupsRouter(api: api)
        let presenter = MeetupsPresenter(api: api, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
