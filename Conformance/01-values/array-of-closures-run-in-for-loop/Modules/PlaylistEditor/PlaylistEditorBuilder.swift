import UIKit

enum PlaylistEditorBuilder {
    static func build(playlist: Playlist) -> UIViewController {
        let view = PlaylistEditorViewController()
        let presenter = PlaylistEditorPresenter(interactor: PlaylistEditorInteractor(playlist: playlist))
        presenter.view = view
        view.presenter = presenter

        presenter.savedHandlers.append { saved in
            ListeningLog.shared.noteEdit(of: saved.title)
        }
        presenter.savedHandlers.append { [weak view] saved in
            let card = ShareCardBuilder.build(playlist: saved)
            view?.navigationController?.pushViewController(card, animated: true)
        }
        return view
    }
}
