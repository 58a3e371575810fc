//
//  GigListRouter.h
//  Encore
//

#import <UIKit/UIKit.h>

@protocol GigListRouterInput <NSObject>
- (void)openSeatPickerForGig:(NSString *)gig;
@end

@interface GigListRouter : NSObject <GigListRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
