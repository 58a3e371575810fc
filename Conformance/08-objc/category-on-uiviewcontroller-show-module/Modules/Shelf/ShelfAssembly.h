//
//  ShelfAssembly.h
//  Bookworm
//

#import <UIKit/UIKit.h>

@interface ShelfAssembly : NSObject

+ (UIViewController *)buildModule;

@end
