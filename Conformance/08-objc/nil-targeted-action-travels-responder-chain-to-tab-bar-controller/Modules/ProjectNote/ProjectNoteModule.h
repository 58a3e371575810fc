//
//  ProjectNoteModule.h
//  Patchwork
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ProjectNoteRouter : NSObject

@property (nonatomic, weak) UIViewController *viewController;

- (void)closeNote;

@end

@interface ProjectNotePresenter : NSObject

@property (nonatomic, strong) ProjectNoteRouter *router;

- (void)didTapSaveWithText:(NSString *)text;
- (void)didTapCancel;

@end

@interface ProjectNoteViewController : UIViewController

@property (nonatomic, strong) ProjectNotePresenter *presenter;

@end

@interface ProjectNoteAssembly : NSObject

+ (UIViewController *)buildModule;

@end

NS_ASSUME_NONNULL_END
