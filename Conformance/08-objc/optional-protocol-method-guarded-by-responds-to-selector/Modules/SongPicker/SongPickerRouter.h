//
//  SongPickerRouter.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

@protocol SongPickerRouterInput <NSObject>
- (void)close;
@end

@interface SongPickerRouter : NSObject <SongPickerRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
