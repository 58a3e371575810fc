//
//  HallsRouter.h
//  Gallerist
//

#import <UIKit/UIKit.h>

@protocol HallsRouterInput <NSObject>
- (void)openArtworkWithTitle:(NSString *)title;
@end

@interface HallsRouter : NSObject <HallsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
