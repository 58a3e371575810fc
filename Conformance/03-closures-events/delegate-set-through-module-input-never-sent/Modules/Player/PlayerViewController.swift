import UIKit

protocol PlayerViewInput: AnyObject {
    func show(title: String, isPlaying: Bool)
}

final class PlayerViewController: UIViewController, PlayerViewInput {

    var output: PlayerViewOutput!
    private let titleLabel = UILabel()
    private let playButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Notes", style: .plain, target: self, action: #selector(notesTapped)
        )
        titleLabel.frame = CGRect(x: 20, y: 160, width: 340, height: 30)
        playButton.frame = CGRect(x: 20, y: 220, width: 120, height: 44)
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
        view.addSubview(titleLabel)
        view.addSubview(playButton)
        output.viewDidLoad()
    }

    func show(title: String, isPlaying: Bool) {
        titleLabel.text = title
        playButton.setTitle(isPlaying ? "Pause" : "Play", for: .normal)
    }

    @objc private func playTapped() {
        output.didTapPlayPause()
    }

    @objc private func notesTapped() {
        output.didTapNotes()
    }
}
