import Foundation

protocol PlaylistEditorViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSave(title: String)
}

final class PlaylistEditorPresenter: PlaylistEditorViewOutput {
    weak var view: PlaylistEditorViewInput?
    var savedHandlers: [(Playlist) -> Void] = []
    private let interactor: PlaylistEditorInteractor

    init(interactor: PlaylistEditorInteractor) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(title: interactor.playlist.title, trackCount: interactor.playlist.tracks.count)
    }

    func didTapSave(title: String) {
        let saved = interactor.rename(to: title)
        for handler in savedHandlers {
            handler(saved)
        }
    }
}
