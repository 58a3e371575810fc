import UIKit

protocol PoseView: AnyObject {
    func show(title: String, subtitle: String, cue: String)
    func showRemaining(_ text: String)
}

final class PoseViewController: UIViewController, PoseView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var sanskritLabel: UILabel!
    @IBOutlet private weak var cueLabel: UILabel!
    @IBOutlet private weak var holdButton: UIButton!

    var presenter: PosePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func holdTapped(_ sender: UIButton) {
        presenter.didTapHold()
    }

    func show(title: String, subtitle: String, cue: String) {
        nameLabel.text = title
        sanskritLabel.text = subtitle
        cueLabel.text = cue
    }

    func showRemaining(_ text: String) {
        holdButton.configuration?.title = text
    }
}
