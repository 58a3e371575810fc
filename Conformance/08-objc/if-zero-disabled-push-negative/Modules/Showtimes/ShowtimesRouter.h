//
//  ShowtimesRouter.h
//  Matinee
//

#import <UIKit/UIKit.h>

@protocol ShowtimesRouterInput <NSObject>
- (void)openSeatMapForShowtime:(NSString *)showtime;
@end

@interface ShowtimesRouter : NSObject <ShowtimesRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
