//
//  LibraryAssembly.h
//  Earshot
//

#import <UIKit/UIKit.h>

@interface LibraryAssembly : NSObject

+ (UIViewController *)buildModule;

@end
