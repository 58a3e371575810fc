import UIKit

final class ClimateSummaryViewController: UIViewController {

    var presenter: ClimateSummaryPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Climate"
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.text = presenter.summaryText()
        view.addSubview(textView)
    }
}

final class ClimateSummaryPresenter {

    private let readings: [SensorReading]

    init(readings: [SensorReading]) {
        self.readings = readings
    }

    func summaryText() -> String {
        let temperatures = readings.map(\.temperature)
        let average = temperatures.reduce(0, +) / Double(max(temperatures.count, 1))
        let dry = readings.filter { ($0.soilMoisture ?? 1) < 0.25 }.map(\.sensorID)
        var lines = [String(format: "Average temperature: %.1f °C", average)]
        lines.append(dry.isEmpty ? "All beds are moist." : "Needs water: " + dry.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}

enum ClimateSummaryBuilder {

    static func build(readings: [SensorReading]) -> UIViewController {
        let view = ClimateSummaryViewController()
        view.presenter = ClimateSummaryPresenter(readings: readings)
        return view
    }
}
