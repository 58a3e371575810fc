//
//  TripEditorRouter.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

@protocol TripEditorRouterInput <NSObject>
- (void)closeEditor;
@end

@interface TripEditorRouter : NSObject <TripEditorRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
