//
//  BookDetailAssembly.h
//  Folio
//

#import <UIKit/UIKit.h>

@interface BookDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithTitle:(NSString *)title;

@end
