import UIKit

protocol FrameShopViewInput: AnyObject {
    func showPreview(of style: FrameStyle)
}

final class FrameShopViewController: UIViewController, FrameShopViewInput {

    var presenter: FrameShopPresenter!
    let stylesContainer = UIView()
    private let previewLabel = UILabel()
    private let continueButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Frame your print"
        stylesContainer.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 160)
        previewLabel.frame = CGRect(x: 20, y: 280, width: view.bounds.width - 40, height: 44)
        continueButton.frame = CGRect(x: 20, y: 340, width: view.bounds.width - 40, height: 44)
        continueButton.setTitle("Continue", for: .normal)
        continueButton.isEnabled = false
        continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        [stylesContainer, previewLabel, continueButton].forEach(view.addSubview)
        presenter.viewDidLoad()
    }

    func showPreview(of style: FrameStyle) {
        previewLabel.text = "\(style.name) – €\(style.price)"
        continueButton.isEnabled = true
    }

    @objc private func continueTapped() {
        presenter.didTapContinue()
    }
}
