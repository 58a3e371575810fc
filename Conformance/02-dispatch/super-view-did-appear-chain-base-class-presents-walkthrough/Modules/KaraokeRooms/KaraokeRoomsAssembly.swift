import UIKit

enum KaraokeRoomsAssembly {

    static func assemble(venue: KaraokeVenue) -> UIViewController {
        let view = KaraokeRoomsViewController()
        let router = KaraokeRoomsRouter(venue: venue)
        let presenter = KaraokeRoomsPresenter(venue: venue, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
