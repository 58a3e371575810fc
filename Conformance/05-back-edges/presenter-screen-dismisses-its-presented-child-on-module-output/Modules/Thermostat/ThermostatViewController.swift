import UIKit

protocol ThermostatViewInput: AnyObject {
    func display(roomName: String, target: Double, periods: Int)
}

final class ThermostatViewController: UIViewController, ThermostatViewInput {

    var presenter: ThermostatViewOutput!
    private let targetLabel = UILabel()
    private let scheduleButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        targetLabel.font = .monospacedDigitSystemFont(ofSize: 64, weight: .light)
        targetLabel.textAlignment = .center
        targetLabel.frame = CGRect(x: 20, y: 160, width: 330, height: 90)
        scheduleButton.frame = CGRect(x: 20, y: 280, width: 330, height: 44)
        scheduleButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapSchedule() }, for: .touchUpInside)
        view.addSubview(targetLabel)
        view.addSubview(scheduleButton)
        presenter.viewDidLoad()
    }

    func display(roomName: String, target: Double, periods: Int) {
        title = roomName
        targetLabel.text = String(format: "%.1f°", target)
        scheduleButton.setTitle("Heating schedule (\(periods) periods)", for: .normal)
    }
}
