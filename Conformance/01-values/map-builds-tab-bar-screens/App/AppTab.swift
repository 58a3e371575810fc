import UIKit

enum AppTab: Int, CaseIterable {
    case lessons
    case vocabulary
    case progress

    func makeScreen() -> UIViewController {
        let screen: UIViewController
        switch self {
        case .lessons:
            screen = LessonsBuilder.build()
            screen.tabBarItem = UITabBarItem(title: "Lessons", image: UIImage(systemName: "book"), tag: rawValue)
        case .vocabulary:
            screen = VocabularyBuilder.build()
            screen.tabBarItem = UITabBarItem(title: "Words", image: UIImage(systemName: "character.book.closed"), tag: rawValue)
        case .progress:
            screen = LearningProgressBuilder.build()
            screen.tabBarItem = UITabBarItem(title: "Progress", image: UIImage(systemName: "chart.bar"), tag: rawValue)
        }
        return screen
    }
}
