//
//  LibraryRouter.h
//  Earshot
//

#import <UIKit/UIKit.h>
#import "LibrarySection.h"

@protocol LibraryRouterInput <NSObject>
- (void)openSection:(LibrarySection)section;
@end

@interface LibraryRouter : NSObject <LibraryRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
