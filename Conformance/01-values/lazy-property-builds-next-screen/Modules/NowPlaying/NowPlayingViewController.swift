import UIKit

protocol NowPlayingViewInput: AnyObject {
    func show(track: String, artist: String)
}

final class NowPlayingViewController: UIViewController, NowPlayingViewInput {
    var presenter: NowPlayingViewOutput!
    private let trackLabel = UILabel()
    private let artistLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        trackLabel.font = .preferredFont(forTextStyle: .title2)
        artistLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [trackLabel, artistLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.frame = view.bounds.insetBy(dx: 20, dy: 220)
        view.addSubview(stack)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "list.bullet"), style: .plain, target: self, action: #selector(queueTapped)),
            UIBarButtonItem(image: UIImage(systemName: "quote.bubble"), style: .plain, target: self, action: #selector(lyricsTapped))
        ]
        presenter.viewDidLoad()
    }

    func show(track: String, artist: String) {
        trackLabel.text = track
        artistLabel.text = artist
    }

    @objc private func queueTapped() {
        presenter.didTapQueue()
    }

    @objc private func lyricsTapped() {
        presenter.didTapLyrics()
    }
}
