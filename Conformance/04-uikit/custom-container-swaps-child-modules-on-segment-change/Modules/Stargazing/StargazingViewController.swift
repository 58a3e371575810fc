import UIKit

enum SkySection: Int, CaseIterable {
    case planets
    case meteors

    var title: String {
        switch self {
        case .planets: return "Planets"
        case .meteors: return "Meteors"
        }
    }
}

protocol StargazingViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(_ section: SkySection)
}

final class StargazingViewController: UIViewController {
    var output: StargazingViewOutput!

    let contentView = UIView()
    private lazy var sectionControl = UISegmentedControl(items: SkySection.allCases.map(\.title))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tonight's sky"
        view.backgroundColor = .black
        sectionControl.selectedSegmentIndex = SkySection.planets.rawValue
        sectionControl.addTarget(self, action: #selector(sectionChanged), for: .valueChanged)
        navigationItem.titleView = sectionControl

        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        output.viewDidLoad()
    }

    @objc private func sectionChanged() {
        guard let section = SkySection(rawValue: sectionControl.selectedSegmentIndex) else { return }
        output.didSelect(section)
    }
}
