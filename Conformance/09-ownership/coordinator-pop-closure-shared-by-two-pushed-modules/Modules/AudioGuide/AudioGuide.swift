import AVFoundation
import UIKit

// MARK: - View

final class AudioGuideViewController: UIViewController {

    var presenter: AudioGuidePresenter!
    private let stopLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stopLabel.text = presenter.stopTitle
        stopLabel.font = .preferredFont(forTextStyle: .largeTitle)
        stopLabel.frame = CGRect(x: 20, y: 140, width: 330, height: 60)
        view.addSubview(stopLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.startPlayback()
    }
}

// MARK: - Presenter

final class AudioGuidePresenter: NSObject, AVAudioPlayerDelegate {

    var onClose: (() -> Void)?
    private let stop: AudioStop
    private var player: AVAudioPlayer?

    init(stop: AudioStop) {
        self.stop = stop
    }

    var stopTitle: String { "Stop \(stop.number)" }

    func startPlayback() {
        guard let url = Bundle.main.url(forResource: stop.fileName, withExtension: nil) else { return }
        player = try? AVAudioPlayer(contentsOf: url)
        player?.delegate = self
        player?.play()
    }

    // Go back to the artwork when the commentary ends.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        onClose?()
    }
}

// MARK: - Builder

enum AudioGuideBuilder {

    static func build(stop: AudioStop, onClose: @escaping () -> Void) -> UIViewController {
        let view = AudioGuideViewController()
        let presenter = AudioGuidePresenter(stop: stop)
        presenter.onClose = onClose
        view.presenter = presenter
        return view
    }
}
