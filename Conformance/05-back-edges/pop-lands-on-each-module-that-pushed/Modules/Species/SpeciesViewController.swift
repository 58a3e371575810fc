import UIKit

protocol SpeciesViewInput: AnyObject {
    func show(commonName: String, scientificName: String)
    func setSaving(_ saving: Bool)
}

final class SpeciesViewController: UIViewController, SpeciesViewInput {

    var presenter: SpeciesViewOutput!
    private let scientificLabel = UILabel()
    private let countStepper = UIStepper()
    private let countLabel = UILabel()
    private let logButton = UIButton(configuration: .borderedProminent())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scientificLabel.font = .italicSystemFont(ofSize: 17)
        countStepper.minimumValue = 1
        countStepper.maximumValue = 500
        countStepper.value = 1
        countStepper.addTarget(self, action: #selector(countChanged), for: .valueChanged)
        logButton.setTitle("Log sighting", for: .normal)
        logButton.addTarget(self, action: #selector(logTapped), for: .touchUpInside)
        countChanged()

        let stack = UIStackView(arrangedSubviews: [scientificLabel, countLabel, countStepper, logButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func countChanged() {
        countLabel.text = "Count: \(Int(countStepper.value))"
    }

    @objc private func logTapped() {
        presenter.didTapLog(count: Int(countStepper.value))
    }

    func show(commonName: String, scientificName: String) {
        title = commonName
        scientificLabel.text = scientificName
    }

    func setSaving(_ saving: Bool) {
        logButton.configuration?.showsActivityIndicator = saving
        logButton.isEnabled = !saving
    }
}
