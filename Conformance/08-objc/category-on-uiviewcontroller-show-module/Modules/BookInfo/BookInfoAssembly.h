//
//  BookInfoAssembly.h
//  Bookworm
//

#import <UIKit/UIKit.h>

@interface BookInfoAssembly : NSObject

+ (UIViewController *)buildModuleWithBookTitle:(NSString *)bookTitle;

@end
