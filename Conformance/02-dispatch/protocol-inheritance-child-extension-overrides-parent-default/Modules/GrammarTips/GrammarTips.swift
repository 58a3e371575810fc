import UIKit

final class GrammarTipsViewController: UIViewController {
    var presenter: GrammarTipsPresenter!
    private let tipLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.topic
        tipLabel.numberOfLines = 0
        tipLabel.text = presenter.tip
        tipLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(tipLabel)
    }
}

final class GrammarTipsPresenter {
    let topic: String

    init(topic: String) {
        self.topic = topic
    }

    var tip: String {
        switch topic {
        case "Definite articles": return "o before masculine nouns, a before feminine ones: o café, a conta."
        case "Ser and estar": return "ser for lasting traits, estar for states and places: a estação fica longe."
        default: return "Tips for \(topic) are coming soon."
        }
    }
}

enum GrammarTipsBuilder {
    static func build(topic: String) -> UIViewController {
        let view = GrammarTipsViewController()
        view.presenter = GrammarTipsPresenter(topic: topic)
        return view
    }
}
