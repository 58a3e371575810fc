import UIKit

// MARK: - View

protocol NowPlayingViewInput: AnyObject {
    func show(title: String, artist: String, isPlaying: Bool)
}

final class NowPlayingViewController: UIViewController, NowPlayingViewInput {
    var presenter: NowPlayingPresenter!
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let playButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleLabel, artistLabel, playButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func playTapped() {
        presenter.didTapPlayPause()
    }

    func show(title: String, artist: String, isPlaying: Bool) {
        titleLabel.text = title
        artistLabel.text = artist
        playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    }
}

// MARK: - Presenter

final class NowPlayingPresenter {
    weak var view: NowPlayingViewInput?
    var interactor: NowPlayingInteractor!
    private let track: Track

    init(track: Track) {
        self.track = track
    }

    func viewDidLoad() {
        render()
    }

    func didTapPlayPause() {
        interactor.togglePlayback()
        render()
    }

    private func render() {
        view?.show(title: track.title, artist: track.artist, isPlaying: interactor.isPlaying)
    }
}

// MARK: - Interactor

final class NowPlayingInteractor {
    private(set) var isPlaying = true

    func togglePlayback() {
        isPlaying.toggle()
    }
}

// MARK: - Assembly

enum NowPlayingAssembly {
    static func assemble(track: Track) -> UIViewController {
        let view = NowPlayingViewController()
        let presenter = NowPlayingPresenter(track: track)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = NowPlayingInteractor()
        return view
    }
}
