import UIKit

final class TermsViewController: UIViewController {

    @IBOutlet private weak var textView: UITextView!
    var output: TermsViewOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Terms of Service"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Accept",
                                                            style: .done,
                                                            target: self,
                                                            action: #selector(acceptTapped))
        output.viewIsReady()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    @objc private func acceptTapped() {
        output.didTapAccept()
    }
}

extension TermsViewController: TermsViewInput {
    func show(text: String) {
        textView.text = text
    }
}
