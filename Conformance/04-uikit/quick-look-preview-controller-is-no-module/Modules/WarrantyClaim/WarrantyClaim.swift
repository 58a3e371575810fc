import UIKit

final class WarrantyClaimViewController: UIViewController {
    var presenter: WarrantyClaimPresenter!
    private let faultView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Claim"
        faultView.font = .preferredFont(forTextStyle: .body)
        faultView.text = presenter.template
        faultView.frame = view.bounds.insetBy(dx: 16, dy: 120)
        view.addSubview(faultView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self,
                                                            action: #selector(sendTapped))
    }

    @objc private func sendTapped() {
        presenter.submit(description: faultView.text)
    }
}

final class WarrantyClaimPresenter {
    private let appliance: Appliance
    private(set) var submitted = false

    init(appliance: Appliance) {
        self.appliance = appliance
    }

    var template: String {
        "Appliance: \(appliance.name) (\(appliance.model))\nFault: "
    }

    func submit(description: String) {
        guard !submitted, description.count > template.count else { return }
        submitted = true
        UserDefaults.standard.set(description, forKey: "claim.\(appliance.model)")
    }
}

enum WarrantyClaimBuilder {
    static func build(appliance: Appliance) -> UIViewController {
        let view = WarrantyClaimViewController()
        view.presenter = WarrantyClaimPresenter(appliance: appliance)
        return view
    }
}
