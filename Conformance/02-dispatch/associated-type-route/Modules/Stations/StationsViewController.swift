import UIKit

protocol StationsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectLine(id: String)
    func didTapAlerts()
}

final class StationsViewController: UIViewController {
    var output: StationsViewOutput?
    private let linesControl = UISegmentedControl(items: ["U1", "U2", "U4"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        view.backgroundColor = .systemBackground
        linesControl.addTarget(self, action: #selector(lineChanged), for: .valueChanged)
        view.addSubview(linesControl)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "exclamationmark.triangle"), style: .plain, target: self, action: #selector(alertsTapped))
        output?.viewDidLoad()
    }

    @objc private func lineChanged() {
        let id = linesControl.titleForSegment(at: linesControl.selectedSegmentIndex) ?? "U1"
        output?.didSelectLine(id: id)
    }

    @objc private func alertsTapped() {
        output?.didTapAlerts()
    }
}
