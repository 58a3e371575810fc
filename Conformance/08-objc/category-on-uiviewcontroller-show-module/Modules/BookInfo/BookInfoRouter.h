//
//  BookInfoRouter.h
//  Bookworm
//

#import <UIKit/UIKit.h>

@protocol BookInfoRouterInput <NSObject>
- (void)closeBookInfo;
@end

@interface BookInfoRouter : NSObject <BookInfoRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
