import UIKit

final class SoilMoistureViewController: UIViewController {

    var presenter: SoilMoisturePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds.insetBy(dx: 16, dy: 16))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = presenter.reading
        view.addSubview(label)
    }
}

final class SoilMoisturePresenter {
    var reading: String { "Soil moisture: 34 %" }
}

enum SoilMoistureBuilder {

    static func build() -> UIViewController {
        let view = SoilMoistureViewController()
        view.presenter = SoilMoisturePresenter()
        return view
    }
}
