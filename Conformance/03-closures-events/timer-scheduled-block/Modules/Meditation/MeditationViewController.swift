import UIKit

protocol MeditationViewInput: AnyObject {
    func showRemaining(_ text: String)
}

final class MeditationViewController: UIViewController, MeditationViewInput {

    var presenter: MeditationViewOutput!
    private let remainingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        remainingLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .light)
        remainingLabel.textColor = .white
        remainingLabel.textAlignment = .center
        remainingLabel.frame = view.bounds
        remainingLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(remainingLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        presenter.viewWillDisappear()
    }

    func showRemaining(_ text: String) {
        remainingLabel.text = text
    }
}
