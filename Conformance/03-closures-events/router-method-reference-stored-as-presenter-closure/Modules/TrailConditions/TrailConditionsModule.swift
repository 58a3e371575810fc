import UIKit

final class TrailConditionsViewController: UIViewController {

    var presenter: TrailConditionsPresenter!
    private let reportLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        reportLabel.numberOfLines = 0
        reportLabel.frame = view.bounds.insetBy(dx: 20, dy: 80)
        view.addSubview(reportLabel)
        presenter.load { [weak self] report in
            self?.reportLabel.text = report
        }
    }
}

final class TrailConditionsPresenter {

    private let trailID: Int

    init(trailID: Int) {
        self.trailID = trailID
    }

    func load(completion: @escaping (String) -> Void) {
        let reports = [7: "Muddy after the saddle", 12: "Dry, busy on weekends"]
        completion(reports[trailID] ?? "No recent reports")
    }
}

enum TrailConditionsBuilder {

    static func build(trailID: Int) -> UIViewController {
        let view = TrailConditionsViewController()
        view.presenter = TrailConditionsPresenter(trailID: trailID)
        return view
    }
}
