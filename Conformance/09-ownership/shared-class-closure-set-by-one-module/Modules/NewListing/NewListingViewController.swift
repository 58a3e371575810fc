import UIKit

protocol NewListingViewInput: AnyObject {
    func showPage(title: String, canGoBack: Bool)
}

final class NewListingViewController: UIViewController, NewListingViewInput {

    var presenter: NewListingViewOutput!
    private let inputField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputField.borderStyle = .roundedRect
        inputField.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 44)
        view.addSubview(inputField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: self, action: #selector(nextTapped))
        presenter.viewDidLoad()
    }

    func showPage(title: String, canGoBack: Bool) {
        self.title = title
        inputField.text = nil
        inputField.placeholder = title
    }

    @objc private func nextTapped() {
        presenter.didTapNext(value: inputField.text ?? "")
    }
}
