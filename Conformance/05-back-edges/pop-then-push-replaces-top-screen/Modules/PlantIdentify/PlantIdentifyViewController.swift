import UIKit

final class PlantIdentifyViewController: UIViewController {

    var presenter: PlantIdentifyPresenter!
    private let captureButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .large)
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Identify"
        view.backgroundColor = .black
        hintLabel.textColor = .white
        hintLabel.text = "Fill the frame with a leaf"
        hintLabel.frame = CGRect(x: 20, y: 120, width: 320, height: 30)
        captureButton.setTitle("Capture", for: .normal)
        captureButton.frame = CGRect(x: 20, y: 500, width: 320, height: 50)
        captureButton.addTarget(self, action: #selector(captureTapped), for: .touchUpInside)
        spinner.center = view.center
        [hintLabel, captureButton, spinner].forEach(view.addSubview)
    }

    @objc private func captureTapped() {
        let snapshot = UIGraphicsImageRenderer(bounds: view.bounds).pngData { context in
            view.layer.render(in: context.cgContext)
        }
        presenter.didCapture(photo: snapshot)
    }

    func showProgress(_ busy: Bool) {
        busy ? spinner.startAnimating() : spinner.stopAnimating()
        captureButton.isEnabled = !busy
    }

    func showNoMatch() {
        hintLabel.text = "No match. Try another leaf."
    }
}
