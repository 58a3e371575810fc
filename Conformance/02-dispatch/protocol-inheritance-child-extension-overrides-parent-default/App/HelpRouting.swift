import UIKit

/// Every screen has a "?" button. By default it opens the help centre.
protocol HelpRouting: AnyObject {
    var viewController: UIViewController? { get }
    func showHelp()
}

extension HelpRouting {
    func showHelp() {
        let helpCenter = HelpCenterBuilder.build()
        viewController?.present(helpCenter, animated: true)
    }
}

/// Screens inside a lesson answer "?" with the grammar tips for the lesson's topic instead.
protocol LessonHelpRouting: HelpRouting {
    var grammarTopic: String { get }
}

extension LessonHelpRouting {
    func showHelp() {
        let tips = GrammarTipsBuilder.build(topic: grammarTopic)
        viewController?.navigationController?.pushViewController(tips, animated: true)
    }
}
