import UIKit

// MARK: - View

protocol PlaylistEditorViewInput: AnyObject {
    func show(title: String, tracks: [String])
}

final class PlaylistEditorViewController: UIViewController, PlaylistEditorViewInput {

    var output: PlaylistEditorPresenter!
    private let titleField = UITextField()
    private let tracksView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "Edit playlist"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save,
            target: self,
            action: #selector(saveTapped)
        )

        titleField.placeholder = "Playlist name"
        titleField.borderStyle = .roundedRect
        tracksView.font = .preferredFont(forTextStyle: .body)

        let stack = UIStackView(arrangedSubviews: [titleField, tracksView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 16, dy: 110)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)

        output.viewDidLoad()
    }

    func show(title: String, tracks: [String]) {
        titleField.text = title
        tracksView.text = tracks.joined(separator: "\n")
    }

    @objc private func saveTapped() {
        let tracks = tracksView.text
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        output.didTapSave(title: titleField.text ?? "", tracks: tracks)
    }
}

// MARK: - Presenter

final class PlaylistEditorPresenter {

    weak var view: PlaylistEditorViewInput?
    var interactor: PlaylistEditorInteractor!
    var router: PlaylistEditorRouter!

    func viewDidLoad() {
        let playlist = interactor.playlist
        view?.show(title: playlist.title, tracks: playlist.tracks)
    }

    func didTapSave(title: String, tracks: [String]) {
        interactor.save(title: title.isEmpty ? "Untitled" : title, tracks: tracks)
        router.close()
    }
}

// MARK: - Interactor

final class PlaylistEditorInteractor {

    private(set) var playlist: Playlist

    init(playlist: Playlist) {
        self.playlist = playlist
    }

    func save(title: String, tracks: [String]) {
        playlist.title = title
        playlist.tracks = tracks
        PlaylistLibrary.shared.upsert(playlist)
    }
}

// MARK: - Router

final class PlaylistEditorRouter {

    weak var viewController: UIViewController?

    func close() {
        guard let navigationController = viewController?.navigationController else { return }
        let remaining = Array(navigationController.viewControllers.dropLast())
        navigationController.setViewControllers(remaining, animated: true)
    }
}

// MARK: - Module

enum PlaylistEditorModule {

    static func build(playlist: Playlist) -> UIViewController {
        let view = PlaylistEditorViewController()
        let presenter = PlaylistEditorPresenter()
        let router = PlaylistEditorRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = PlaylistEditorInteractor(playlist: playlist)
        presenter.router = router
        router.viewController = view
        return view
    }
}
