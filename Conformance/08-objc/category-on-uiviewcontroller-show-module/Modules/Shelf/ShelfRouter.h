//
//  ShelfRouter.h
//  Bookworm
//

#import <UIKit/UIKit.h>

@protocol ShelfRouterInput <NSObject>
- (void)openBookWithTitle:(NSString *)title;
@end

@interface ShelfRouter : NSObject <ShelfRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
