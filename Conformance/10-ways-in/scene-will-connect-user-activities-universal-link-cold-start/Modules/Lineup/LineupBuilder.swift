import UIKit

enum LineupBuilder {
    static func build(onSelectArtist: @escaping (String) -> Void) -> UIViewController {
        let view = LineupViewController()
        let interactor = LineupInteractor(api: .shared)
        let presenter = LineupPresenter(interactor: interactor)
        presenter.view = view
        presenter.onSelectArtist = onSelectArtist
        view.presenter = presenter
        return view
    }
}
