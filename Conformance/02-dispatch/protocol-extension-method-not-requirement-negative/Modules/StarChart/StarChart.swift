import UIKit

final class StarChartViewController: UIViewController {
    var presenter: StarChartPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.02, green: 0.03, blue: 0.12, alpha: 1)
        let caption = UILabel(frame: CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 24))
        caption.textColor = .lightGray
        caption.text = presenter.caption
        view.addSubview(caption)
    }
}

final class StarChartPresenter {
    private let site: ObservingSite

    init(site: ObservingSite) {
        self.site = site
    }

    var caption: String {
        String(format: "Sky over %.2f°, %.2f°", site.latitude, site.longitude)
    }
}

enum StarChartBuilder {
    static func build(site: ObservingSite) -> UIViewController {
        let view = StarChartViewController()
        view.presenter = StarChartPresenter(site: site)
        view.modalPresentationStyle = .fullScreen
        return view
    }
}
