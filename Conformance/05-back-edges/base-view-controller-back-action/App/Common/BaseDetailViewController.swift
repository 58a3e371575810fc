import UIKit

/// Detail screens share the museum's own back chevron instead of the system back button.
class BaseDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Parchment") ?? .systemBackground
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "chevron.backward.circle"),
            style: .plain,
            target: self,
            action: #selector(backTapped)
        )
    }

    @objc func backTapped() {
        navigationController?.popViewController(animated: true)
    }
}
